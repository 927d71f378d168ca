import { Slider as AriaSlider, SliderOutput, SliderThumb, SliderTrack, type SliderProps as AriaSliderProps } from 'react-aria-components';
import { FieldLabel } from '../Field/Field';
import * as styles from './Slider.css';

export interface SliderProps extends Omit<AriaSliderProps<number>, 'className' | 'style' | 'children'> {
  label: string;
}

/** A value on a range, by drag or arrow keys, with its value shown. */
export function Slider({ label, ...props }: SliderProps) {
  return (
    <AriaSlider {...props} className={styles.slider}>
      <FieldLabel label={label} />
      <SliderOutput className={styles.output} />
      <SliderTrack className={styles.track}>
        <SliderThumb className={styles.thumb} />
      </SliderTrack>
    </AriaSlider>
  );
}
