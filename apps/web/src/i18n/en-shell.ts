/* English translations of the site shell and home: loaded with the first page. */
import enAnnouncements from './en/announcements.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enFooter from './en/footer.json';
import enGames from './en/games.json';
import enHeader from './en/header.json';
import enHome from './en/home.json';
import enLanguage from './en/language.json';
import enSideMenu from './en/side-menu.json';
import enSystem from './en/system.json';

export default {
  announcements: enAnnouncements,
  common: enCommon,
  errors: enErrors,
  footer: enFooter,
  games: enGames,
  header: enHeader,
  home: enHome,
  language: enLanguage,
  sideMenu: enSideMenu,
  system: enSystem,
};
