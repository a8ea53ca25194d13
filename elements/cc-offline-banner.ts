import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-offline-banner.decl';
import { OfflineBanner } from '../src/features/offline-banner/OfflineBanner';
import { offlineBannerCss } from '../src/features/offline-banner/offline-banner.styles';

export default defineElement(declaration, OfflineBanner, { styles: [offlineBannerCss] });
