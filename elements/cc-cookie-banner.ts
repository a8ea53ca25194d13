import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-cookie-banner.decl';
import { CookieBanner } from '../src/features/cookie-banner/CookieBanner';
import { cookieBannerCss } from '../src/features/cookie-banner/cookie-banner.styles';

export default defineElement(declaration, CookieBanner, { styles: [cookieBannerCss] });
