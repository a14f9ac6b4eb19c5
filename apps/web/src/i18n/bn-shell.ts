/* Bangla translations of the site shell and home: loaded with the first page. */
import bnAnnouncements from './bn/announcements.json';
import bnCommon from './bn/common.json';
import bnErrors from './bn/errors.json';
import bnFooter from './bn/footer.json';
import bnGames from './bn/games.json';
import bnHeader from './bn/header.json';
import bnHome from './bn/home.json';
import bnLanguage from './bn/language.json';
import bnSideMenu from './bn/side-menu.json';
import bnSystem from './bn/system.json';

export default {
  announcements: bnAnnouncements,
  common: bnCommon,
  errors: bnErrors,
  footer: bnFooter,
  games: bnGames,
  header: bnHeader,
  home: bnHome,
  language: bnLanguage,
  sideMenu: bnSideMenu,
  system: bnSystem,
};
