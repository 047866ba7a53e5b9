/**
 * What a video address becomes: a YouTube or Vimeo player (an embedded
 * frame), a video file, or nothing (no address, or one that is not https
 * or http).
 */
export type VideoSource =
	| { kind: 'player'; url: string; provider: 'YouTube' | 'Vimeo' }
	| { kind: 'file'; url: string };

const YOUTUBE_ID = /^[\w-]{6,20}$/;

function youtubeId( url: URL ): string | undefined {
	const host = url.hostname.replace( /^(www\.|m\.)/, '' );
	let id: string | null | undefined;
	if ( host === 'youtu.be' ) {
		id = url.pathname.split( '/' )[ 1 ];
	} else if (
		host === 'youtube.com' ||
		host === 'youtube-nocookie.com' ||
		host === 'music.youtube.com'
	) {
		const [ , first, second ] = url.pathname.split( '/' );
		if ( first === 'watch' ) {
			id = url.searchParams.get( 'v' );
		} else if (
			[ 'embed', 'shorts', 'live', 'v' ].includes( first ?? '' )
		) {
			id = second;
		}
	}
	return id && YOUTUBE_ID.test( id ) ? id : undefined;
}

function vimeoId( url: URL ): string | undefined {
	const host = url.hostname.replace( /^www\./, '' );
	if ( host !== 'vimeo.com' && host !== 'player.vimeo.com' ) {
		return undefined;
	}
	const id = url.pathname
		.split( '/' )
		.find( ( part ) => /^\d{4,}$/.test( part ) );
	return id;
}

/**
 * The video to show for an address.
 *
 * @param address The stored address.
 * @param embed   Whether YouTube and Vimeo links show in their player.
 */
export function videoSource(
	address: unknown,
	embed: boolean
): VideoSource | undefined {
	if ( typeof address !== 'string' || ! address.trim() ) {
		return undefined;
	}
	let url: URL;
	try {
		url = new URL( address.trim(), window.location.href );
	} catch {
		return undefined;
	}
	if ( url.protocol !== 'https:' && url.protocol !== 'http:' ) {
		return undefined;
	}
	if ( embed ) {
		const youtube = youtubeId( url );
		if ( youtube ) {
			return {
				kind: 'player',
				provider: 'YouTube',
				url: `https://www.youtube-nocookie.com/embed/${ youtube }`,
			};
		}
		const vimeo = vimeoId( url );
		if ( vimeo ) {
			return {
				kind: 'player',
				provider: 'Vimeo',
				url: `https://player.vimeo.com/video/${ vimeo }`,
			};
		}
	}
	return { kind: 'file', url: url.href };
}
