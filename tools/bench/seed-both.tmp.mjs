process.env.UIPRESS_DB = 'mariadb';
process.env.UIPRESS_WOOCOMMERCE = '1';
const { SHOPS, prepareShop } = await import( './lib/store-shop.mjs' );
const { ensureSite } = await import( '../local-wordpress/site.mjs' );
await ensureSite( SHOPS[ 0 ].site );
await ensureSite( SHOPS[ 1 ].site );
const results = await Promise.all( SHOPS.map( ( shop ) => prepareShop( shop, 100000, false ) ) );
console.log( JSON.stringify( results ) );
