/** The demo video's poster as an inline SVG data URL: works offline, no request. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720">
<rect width="1280" height="720" fill="#1f2937"/>
<circle cx="640" cy="360" r="84" fill="#ffffff" fill-opacity="0.9"/>
<path d="M615 315v90l75-45z" fill="#1f2937"/>
</svg>`;

export const demoPoster = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
