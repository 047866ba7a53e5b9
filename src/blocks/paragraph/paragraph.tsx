/**
 * Internal dependencies
 */
import { useDynamicText } from '../../engine/renderer/block-hooks';
import type { BlockComponentProps } from '../../engine/types';
import { dynamicOption } from '../shared/options';
import './paragraph.scss';

/**
 * A paragraph of text; line breaks in the text are kept.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 */
export default function Paragraph( { options }: BlockComponentProps ) {
	const text = useDynamicText( dynamicOption( options, 'text' ) );
	return <p className="uip-paragraph">{ text }</p>;
}
