/** Site-wide facts shown in the footer and info pages; texts live in the locales. */
export const SITE_NAME = 'ToolBox';
/** Public origin of the production site (no trailing slash): canonical URLs, hreflang, Open Graph, sitemap.xml. */
export const SITE_URL = 'https://toolbox.example';
export const CONTACT_EMAIL = 'contact@toolbox.example';

export interface SocialAccount {
  id: 'wechat' | 'instagram';
  /** key under common:footer.social */
  labelKey: string;
  color: string;
  accountId: string;
  qrImage?: string;
}

export const SOCIAL_ACCOUNTS: SocialAccount[] = [
  { id: 'wechat', labelKey: 'footer.social.wechat', color: '#07c160', accountId: 'toolbox_official', qrImage: '/qr-wechat.svg' },
  { id: 'instagram', labelKey: 'footer.social.instagram', color: '#e1306c', accountId: '@toolbox.tools' },
];

/** Chinese-language extras (spec section 2): link submission + analytics page views. */
export const ZH_LINK_SUBMIT_URL = {
  https: 'https://zz.bdstatic.com/linksubmit/push.js',
  http: 'http://push.zhanzhang.baidu.com/push.js',
} as const;
