/**
 * The interface build's logo hint: nothing (see logo-hint.tsx).
 */
export default function LogoHint(): null {
	return null;
}
