import { useState } from 'react';
import { InViewImage } from '../../../shared/ui/in-view-image.tsx';

/** A vendor logo from the server's demo assets (once in view), with a monogram when the image is missing. */
export function VendorLogo({ src, name, className }: { src: string; name: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return (
      <span className={`vendor-monogram${className ? ` ${className}` : ''}`} aria-hidden="true">
        {name.slice(0, 2).toUpperCase()}
      </span>
    );
  }
  return <InViewImage className={className} src={src} alt={name} onError={() => setFailed(true)} />;
}
