/**
 * WCAG 2.1 contrast ratio of two #rrggbb colours (test helper).
 * @param hex
 * @param offset
 */
function channel( hex: string, offset: number ): number {
	const value = parseInt( hex.slice( offset, offset + 2 ), 16 ) / 255;
	return value <= 0.03928
		? value / 12.92
		: Math.pow( ( value + 0.055 ) / 1.055, 2.4 );
}

function luminance( hex: string ): number {
	return (
		0.2126 * channel( hex, 1 ) +
		0.7152 * channel( hex, 3 ) +
		0.0722 * channel( hex, 5 )
	);
}

export function contrast( a: string, b: string ): number {
	const [ light, dark ] = [ luminance( a ), luminance( b ) ].sort(
		( x, y ) => y - x
	) as [ number, number ];
	return ( light + 0.05 ) / ( dark + 0.05 );
}

export { luminance };
