/**
 * The interface build's drop zone: nothing. The interface page always
 * renders in `prod` mode, and only the builder shows drop zones
 * (drop-zone.tsx), so neither their words nor their styles ship with every
 * admin page.
 */
export default function BlockDropZone(): null {
	return null;
}
