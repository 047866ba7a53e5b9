/**
 * The interface build's open view: nothing. The interface page always
 * renders in `prod` mode, and only the builder shows a block's popup open
 * (builder-open-view.tsx), so neither its markup nor its styles ship with
 * every admin page.
 */
export default function BuilderOpenView(): null {
	return null;
}
