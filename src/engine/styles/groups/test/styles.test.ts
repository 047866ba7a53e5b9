/**
 * Internal dependencies
 */
import { stylesCss } from '../styles';

describe( 'styles', () => {
	it( 'writes background, border, radius, overflow and cursor', () => {
		expect(
			stylesCss( {
				backgroundColor: 'var(--uip-color-base-1)',
				backgroundImage: {
					url: 'https://example.org/bg.jpg',
					size: 'cover',
					position: 'center top',
					repeat: false,
				},
				border: {
					width: { value: 1, units: 'px' },
					style: 'solid',
					color: '#dcdcde',
				},
				radius: { value: 8, units: 'px' },
				overflow: 'hidden',
				cursor: 'pointer',
			} )
		).toBe(
			'background-color:var(--uip-color-base-1);' +
				'background-image:url("https://example.org/bg.jpg");background-size:cover;background-position:center top;background-repeat:no-repeat;' +
				'border-width:1px;border-style:solid;border-color:#dcdcde;' +
				'border-radius:8px;overflow:hidden;cursor:pointer;'
		);
	} );

	it( 'writes no background for an unsafe image address', () => {
		expect(
			stylesCss( {
				backgroundImage: { url: 'javascript:alert(1)', size: 'cover' },
			} )
		).toBe( '' );
	} );

	it( 'drops hostile colours and keywords', () => {
		expect(
			stylesCss( {
				backgroundColor: 'red;}</style><script>',
				overflow: 'hidden;position:fixed',
				cursor: 'url(x.cur)',
			} )
		).toBe( '' );
	} );
} );
