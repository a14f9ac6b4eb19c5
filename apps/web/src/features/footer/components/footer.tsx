import { lazyComponent } from '../../../app/chunk-loading.ts';
import { NearViewport } from '../../../shared/ui/near-viewport.tsx';
import './footer.css';

/* Below the first screen: its code, calls and DOM wait until the visitor gets near. */
const FooterContent = lazyComponent(
  () => import('./footer-content.tsx'),
  (module) => module.FooterContent,
);

/**
 * Footer (spec §2): payment methods, certifications, licences, vendor logos, help links (sections tagged
 * fff are descriptive text, shown on home only), feedback, social links, copyright.
 */
export function Footer({ showDescriptions }: { showDescriptions: boolean }) {
  return (
    <footer className="site-footer" data-testid="site-footer">
      <NearViewport minHeight={600}>
        <FooterContent showDescriptions={showDescriptions} />
      </NearViewport>
    </footer>
  );
}
