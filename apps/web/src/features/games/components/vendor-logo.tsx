import { useState } from 'react';

/** A vendor logo from the server's demo assets, with a monogram when the image is missing. */
export function VendorLogo({ src, name, className }: { src: string; name: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return (
      <span className={`vendor-monogram${className ? ` ${className}` : ''}`} aria-hidden="true">
        {name.slice(0, 2).toUpperCase()}
      </span>
    );
  }
  return <img className={className} src={src} alt={name} loading="lazy" onError={() => setFailed(true)} />;
}
