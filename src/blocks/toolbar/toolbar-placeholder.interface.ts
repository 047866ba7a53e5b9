/**
 * The interface build's toolbar placeholder: nothing (see
 * toolbar-placeholder.tsx).
 */
export default function ToolbarPlaceholder(): null {
	return null;
}
