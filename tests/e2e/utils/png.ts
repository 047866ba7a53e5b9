/**
 * A real PNG image made in memory, for upload tests (no binary fixture in
 * the repository).
 */
import zlib from 'node:zlib';

function chunk( type: string, data: Buffer ): Buffer {
	const length = Buffer.alloc( 4 );
	length.writeUInt32BE( data.length );
	const body = Buffer.concat( [ Buffer.from( type, 'ascii' ), data ] );
	const crc = Buffer.alloc( 4 );
	crc.writeUInt32BE( zlib.crc32( body ) );
	return Buffer.concat( [ length, body, crc ] );
}

/**
 * An RGB PNG of one colour with a diagonal band, so encoders have something
 * to compress.
 *
 * @param width  Pixels.
 * @param height Pixels.
 */
export function makePng( width: number, height: number ): Buffer {
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header[ 8 ] = 8; // Bit depth.
	header[ 9 ] = 2; // Colour type: RGB.
	const rows: Buffer[] = [];
	for ( let y = 0; y < height; y++ ) {
		const row = Buffer.alloc( 1 + width * 3 );
		for ( let x = 0; x < width; x++ ) {
			const band = Math.abs( x - y ) < width / 10;
			row[ 1 + x * 3 ] = band ? 250 : 30;
			row[ 2 + x * 3 ] = band ? 200 : 110;
			row[ 3 + x * 3 ] = band ? 40 : 180;
		}
		rows.push( row );
	}
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk( 'IDAT', zlib.deflateSync( Buffer.concat( rows ) ) ),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}
