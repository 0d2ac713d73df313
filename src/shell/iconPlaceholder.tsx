/** What a menu icon takes (./icons.tsx, ./iconTable.tsx) and what stands in for it while its chunk loads. */

/** A menu icon sits beside its label: hidden from assistive technology, so an item's name is its label alone. */
export type IconProps = { 'aria-hidden'?: boolean };

/** While an icon (or the icon table) loads, a blank of an icon's size keeps the menu from shifting. */
export const Placeholder = () => <span className="anticon" style={{ width: '1em', height: '1em' }} aria-hidden />;
