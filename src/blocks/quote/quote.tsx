/**
 * Internal dependencies
 */
import { useDynamicText } from '../../engine/renderer/block-hooks';
import type { BlockComponentProps } from '../../engine/types';
import { dynamicOption } from '../shared/options';
import './quote.scss';

/**
 * The quote block: a quotation, and its author when one is set.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 */
export default function Quote( { options }: BlockComponentProps ) {
	const quote = useDynamicText( dynamicOption( options, 'quote' ) );
	const author = useDynamicText( dynamicOption( options, 'quoteAuthor' ) );
	return (
		<figure className="uip-quote">
			<blockquote className="uip-quote__text">
				<p>{ quote }</p>
			</blockquote>
			{ author.trim() !== '' && (
				<figcaption className="uip-quote__author">
					{ author }
				</figcaption>
			) }
		</figure>
	);
}
