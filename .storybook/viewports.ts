/** The three viewports designers review, used by the toolbar, the tests and Chromatic modes. */
export const viewports = {
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
