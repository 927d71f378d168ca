/** The viewports designers review, used by the toolbar, the tests and Chromatic modes. */
export const viewports = {
  /** The narrowest screen we support (WCAG 1.4.10 reflow): nothing may scroll sideways. */
  narrow: { name: 'Narrow phone', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  mobile: { name: 'Mobile', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;

/** Chromatic captures each story in these modes. */
export const chromaticModes = {
  mobile: { viewport: 'mobile' },
  desktop: { viewport: 'desktop' },
} as const;
