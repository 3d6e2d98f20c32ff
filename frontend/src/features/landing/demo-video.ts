/** The demo video: the product itself, recorded by `npm run record:demo` (e2e/src/demo/record-demo.ts)
 * into frontend/public/video, which the build copies to the site's root. */
export const demoVideoUrl = '/video/dtn-demo.webm';
