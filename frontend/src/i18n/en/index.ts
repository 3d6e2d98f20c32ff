import { common } from './common';
import { shell } from './shell';
import { inventory } from './inventory';
import { admin } from './admin';
import { dealerAdmin } from './dealer-admin';
import { systemAdmin } from './system-admin';
import { demo } from './demo';
import { invitation } from './invitation';
import { social } from './social';
import { buyList } from './buy-list';
import { landingExtra } from './landing-extra';
import { offers } from './offers';
import { buyNow } from './buy-now';
import { negotiation } from './negotiation';
import { market } from './market';
import { aging } from './aging';

/** Every English string of the app, merged from one file per feature. */
export const en: Record<string, string> = {
  ...common,
  ...shell,
  ...inventory,
  ...admin,
  ...dealerAdmin,
  ...systemAdmin,
  ...demo,
  ...invitation,
  ...social,
  ...buyList,
  ...landingExtra,
  ...offers,
  ...buyNow,
  ...negotiation,
  ...market,
  ...aging,
};
