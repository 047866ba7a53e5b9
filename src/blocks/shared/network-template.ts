/**
 * Whether a template id is the network template this sub-site's interface
 * falls back to (`runtime.template.network`, printed by the server): its id
 * is the main site's, which may be another template's here, so the blocks'
 * server requests (forms, shortcode, AI chat) send `network` with it
 * (docs/NETWORK-TEMPLATES.md). Read from the configuration as printed, so
 * the runtime's own code carries none of it: only these blocks' chunks do.
 *
 * @param templateId The template id the block renders in.
 */
export function isNetworkTemplate( templateId: number | undefined ): boolean {
	const config: unknown = window.uipressConfig;
	const template = (
		config as {
			runtime?: { template?: { id?: unknown; network?: unknown } };
		} | null
	 )?.runtime?.template;
	return (
		templateId !== undefined &&
		template?.id === templateId &&
		template.network === true
	);
}
