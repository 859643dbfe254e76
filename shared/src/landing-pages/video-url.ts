// One video per landing page or event: YouTube and Vimeo only, normalised to their
// privacy-enhanced players (youtube-nocookie.com; Vimeo with dnt=1), which are also the only frame
// sources the CSP allows. Shared by the editor (live check and preview) and the API.
const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

const youtubeId = /^[A-Za-z0-9_-]{11}$/u;
const vimeoId = /^\d{4,12}$/u;

/** The frame sources the Content-Security-Policy allows (and nothing else). */
export const videoFrameSources = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

function youtubeVideoId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0];
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v' ? id : undefined;
}

function vimeoVideoId(url: URL): string | undefined {
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com') return parts[0] === 'video' ? parts[1] : undefined;
  return parts.find((part) => vimeoId.test(part));
}

/** The privacy-enhanced embed URL of a YouTube or Vimeo link, or undefined for anything else. */
export function videoEmbedUrl(input: string): string | undefined {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  if (youtubeHosts.has(host)) {
    const id = youtubeVideoId(url);
    return id && youtubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : undefined;
  }
  if (vimeoHosts.has(host)) {
    const id = vimeoVideoId(url);
    return id && vimeoId.test(id) ? `https://player.vimeo.com/video/${id}?dnt=1` : undefined;
  }
  return undefined;
}
