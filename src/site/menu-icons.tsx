/** The hamburger and the cross of the mobile menus (decorative: their controls carry the name). */
export const HamburgerIcon = () => (
  <svg className="menu-icon menu-icon--open" viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
    <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);

export const CloseIcon = () => (
  <svg className="menu-icon menu-icon--close" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);
