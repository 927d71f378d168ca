/**
 * While the list of suggestions is open, React Aria hides the rest of the page from assistive
 * technology (aria-hidden outside the field and its list, as the combobox pattern wants it), and the
 * controls it hides stay focusable for when the list closes: axe's aria-hidden-focus reports that.
 * Off for the stories pictured with the list open, and only that rule.
 */
export const listOpenA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };
