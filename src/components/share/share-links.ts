// Where the Share menu sends a link: each platform's own share address, which opens its composer with the link in.
export interface ShareTarget {
  label: string;
  href: string;
}

export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: 'Share on X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'Share by e-mail', href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n${url}`)}` },
  ];
}
