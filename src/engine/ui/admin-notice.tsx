/**
 * External dependencies
 */
import type { ReactNode } from 'react';

export interface AdminNoticeProps {
	status: 'error' | 'warning' | 'success' | 'info';
	children: ReactNode;
}

/**
 * A wp-admin notice (`notice notice-<status>`), announced when it appears.
 *
 * @param props          Component props.
 * @param props.status   Kind of notice.
 * @param props.children The message.
 */
export default function AdminNotice( { status, children }: AdminNoticeProps ) {
	return (
		<div
			className={ `notice notice-${ status } inline uip-admin-notice` }
			role={ status === 'error' ? 'alert' : 'status' }
		>
			<p>{ children }</p>
		</div>
	);
}
