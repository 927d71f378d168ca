/** Tables for the design-token docs page, rendered from the theme's own token values. */
import { contrastRatio, MIN_TEXT_CONTRAST, MIN_UI_CONTRAST } from '../../src/components/theme/contrast';
import { colorPairs, colors, fontSize, radii, shadows, space, breakpoints } from '../../src/components/theme/tokens';
import { vars } from '../../src/components/theme/theme.css';

const cell = { padding: '6px 12px', borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' as const };

export function ColorTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>Colour roles</caption>
      <thead>
        <tr>
          <th style={cell}>Role</th>
          <th style={cell}>Swatch</th>
          <th style={cell}>Value</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(colors).map(([role, value]) => (
          <tr key={role}>
            <td style={cell}>
              <code>{role}</code>
            </td>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{ display: 'inline-block', width: 40, height: 20, background: value, border: `1px solid ${colors.borderStrong}`, borderRadius: 4 }}
              />
            </td>
            <td style={cell}>
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ContrastTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>
        Contrast of every pair the theme uses (text needs {MIN_TEXT_CONTRAST}:1, UI parts {MIN_UI_CONTRAST}:1)
      </caption>
      <thead>
        <tr>
          <th style={cell}>Sample</th>
          <th style={cell}>Pair</th>
          <th style={cell}>Used for</th>
          <th style={cell}>Ratio</th>
          <th style={cell}>WCAG 2.2 AA</th>
        </tr>
      </thead>
      <tbody>
        {colorPairs.map(({ fg, bg, kind, usage }) => {
          const ratio = contrastRatio(colors[fg], colors[bg]);
          const min = kind === 'text' ? MIN_TEXT_CONTRAST : MIN_UI_CONTRAST;
          return (
            <tr key={`${fg}/${bg}/${kind}`}>
              <td style={cell}>
                <span style={{ display: 'inline-block', padding: '4px 10px', borderRadius: 4, background: colors[bg], color: colors[fg], border: kind === 'ui' ? `2px solid ${colors[fg]}` : undefined }}>
                  {kind === 'text' ? 'Aa text' : 'UI part'}
                </span>
              </td>
              <td style={cell}>
                <code>{fg}</code> on <code>{bg}</code>
              </td>
              <td style={cell}>{usage}</td>
              <td style={cell}>{ratio.toFixed(2)}:1</td>
              <td style={cell}>{ratio >= min ? 'Pass' : 'Fail'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function SpaceTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>Spacing</caption>
      <tbody>
        {Object.entries(space).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              <code>{name}</code>
            </th>
            <td style={cell}>
              <code>{value}</code>
            </td>
            <td style={cell}>
              <span aria-hidden="true" style={{ display: 'inline-block', height: 12, width: value, background: colors.primary }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TypeScale() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>Type scale (system font stack)</caption>
      <tbody>
        {Object.entries(fontSize).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              <code>{name}</code> <code>{value}</code>
            </th>
            <td style={{ ...cell, fontSize: value }}>Insurance AI Navigator</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RadiiAndShadows() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>Radii, shadows and breakpoints</caption>
      <tbody>
        {Object.entries(radii).map(([name, value]) => (
          <tr key={`r-${name}`}>
            <th scope="row" style={cell}>
              radius <code>{name}</code> <code>{value}</code>
            </th>
            <td style={cell}>
              <span aria-hidden="true" style={{ display: 'inline-block', width: 64, height: 32, borderRadius: value, border: `2px solid ${colors.primary}` }} />
            </td>
          </tr>
        ))}
        {Object.entries(shadows).map(([name, value]) => (
          <tr key={`s-${name}`}>
            <th scope="row" style={cell}>
              shadow <code>{name}</code>
            </th>
            <td style={cell}>
              <span aria-hidden="true" style={{ display: 'inline-block', width: 64, height: 32, borderRadius: 8, background: colors.surface, boxShadow: value }} />
            </td>
          </tr>
        ))}
        {Object.entries(breakpoints).map(([name, value]) => (
          <tr key={`b-${name}`}>
            <th scope="row" style={cell}>
              breakpoint <code>{name}</code>
            </th>
            <td style={cell}>from {value}px wide</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
