import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

const NO_DATA = 'No data available';

const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    navigation: { ...englishMessages.ra.navigation, no_results: NO_DATA },
    page: { ...englishMessages.ra.page, empty: NO_DATA },
  },
};

// allowMissing: server and spec messages go through translate() verbatim (they are not keys), without warnings.
export const i18nProvider = polyglotI18nProvider(() => messages, 'en', { allowMissing: true });

export default i18nProvider;
