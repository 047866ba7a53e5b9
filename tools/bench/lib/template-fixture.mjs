/**
 * A large, realistic template: nested containers holding headings,
 * paragraphs and buttons, each with a few styles, as an administrator builds.
 */
import crypto from 'node:crypto';

const uid = () => crypto.randomBytes( 12 ).toString( 'hex' ); // 24 characters

const leafKinds = [
	( n ) => ( {
		uid: uid(),
		name: 'Heading',
		moduleName: 'uip-heading',
		settings: {
			block: {
				options: { headingText: `Heading ${ n }`, headingType: 'h3' },
			},
			style: {
				options: {
					textFormat: { size: { preset: 'L' }, weight: '600' },
				},
			},
		},
	} ),
	( n ) => ( {
		uid: uid(),
		name: 'Paragraph',
		moduleName: 'uip-paragraph',
		settings: {
			block: {
				options: {
					text: `Paragraph ${ n } with some text an administrator wrote.`,
				},
			},
			style: { options: { spacing: { margin: { preset: 'S' } } } },
		},
	} ),
	( n ) => ( {
		uid: uid(),
		name: 'Button',
		moduleName: 'uip-button',
		settings: {
			block: { options: { buttonText: `Action ${ n }` } },
			style: {
				options: {
					styles: {
						backgroundColor: 'var(--uip-color-primary)',
						radius: { value: 4, units: 'px' },
					},
					spacing: { padding: { preset: 'S' } },
				},
			},
		},
		tooltip: { message: `Tooltip ${ n }` },
	} ),
];

/**
 * A tree of exactly `total` blocks.
 *
 * @param {number} total      Number of blocks.
 * @param {number} [perGroup] Leaves per container.
 */
export function makeTemplateContent( total, perGroup = 9 ) {
	const content = [];
	let count = 0;
	while ( count < total ) {
		const group = {
			uid: uid(),
			name: 'Container',
			moduleName: 'uip-container',
			settings: {
				style: {
					options: {
						flexLayout: {
							display: 'flex',
							direction: 'column',
							gap: { value: 8, units: 'px' },
						},
						spacing: { padding: { preset: 'M' } },
					},
				},
			},
			content: [],
		};
		count++;
		for ( let i = 0; i < perGroup && count < total; i++, count++ ) {
			group.content.push(
				leafKinds[ count % leafKinds.length ]( count )
			);
		}
		content.push( group );
	}
	return content;
}

export function countBlocks( blocks ) {
	return blocks.reduce(
		( sum, block ) => sum + 1 + countBlocks( block.content ?? [] ),
		0
	);
}
