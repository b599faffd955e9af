/**
 * Where brands open a creator's public profile. The host is the product's web address (the
 * desktop app id is `mx.marcacreadores.desktop`); change it here and the preview follows.
 */
export const PUBLIC_PROFILE_HOST = 'marcacreadores.mx';

export function publicProfileUrl(vanityName: string): string {
  return `https://${PUBLIC_PROFILE_HOST}/${vanityName}`;
}

/** The same address as people read it, for a chip: no scheme ("marcacreadores.mx/ana"). */
export function publicProfileShortAddress(vanityName: string): string {
  return `${PUBLIC_PROFILE_HOST}/${vanityName}`;
}
