/** The default game icon (spec §9: shown when a game's icon cannot be loaded): a controller on the brand night. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d2942"/><stop offset="1" stop-color="#0b1120"/></linearGradient>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd77a"/><stop offset="1" stop-color="#c98a17"/></linearGradient></defs>
<rect width="240" height="240" fill="url(#b)"/>
<circle cx="120" cy="112" r="70" fill="#f5b942" opacity=".08"/>
<path d="M78 92h84c17 0 28 13 30 30l4 30c2 14-13 22-23 12l-17-17H84l-17 17c-10 10-25 2-23-12l4-30c2-17 13-30 30-30z" fill="none" stroke="url(#g)" stroke-width="8" stroke-linejoin="round"/>
<path d="M88 112v24M76 124h24" stroke="url(#g)" stroke-width="8" stroke-linecap="round"/>
<circle cx="148" cy="118" r="6" fill="url(#g)"/><circle cx="164" cy="132" r="6" fill="url(#g)"/>
</svg>`;

export const defaultGameIcon = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
