// Every user-visible string the server produces lives here, so a translator edits one file.
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../src/shared/locales.ts';

export type Lang = Locale;
export const LANGS: readonly Lang[] = LOCALES;

type Table = Record<string, Record<Lang, string>>;

const messages = {
  subNew: {
    fr: "Vous n'êtes pas encore abonné. Veuillez vous abonner au service.",
    en: 'You are not subscribed yet. Please subscribe to the service.',
    ar: 'أنت غير مشترك بعد. يرجى الاشتراك في الخدمة.',
  },
  subActive: {
    fr: 'Votre abonnement est actif.',
    en: 'Your subscription is active.',
    ar: 'اشتراكك نشط.',
  },
  subInactive: {
    fr: 'Votre abonnement est inactif. Veuillez vous abonner au service.',
    en: 'Your subscription is inactive. Please subscribe to the service.',
    ar: 'اشتراكك غير نشط. يرجى الاشتراك في الخدمة.',
  },
  subCheckFailed: {
    fr: 'Impossible de vérifier votre abonnement pour le moment. Veuillez réessayer plus tard.',
    en: 'We could not check your subscription right now. Please try again later.',
    ar: 'تعذر التحقق من اشتراكك حاليًا. يرجى المحاولة لاحقًا.',
  },
  unsubscribed: {
    fr: 'Votre désabonnement a bien été pris en compte.',
    en: 'You have been unsubscribed.',
    ar: 'تم إلغاء اشتراكك بنجاح.',
  },
  noSubscription: {
    fr: 'Aucun abonnement trouvé',
    en: 'No subscription found',
    ar: 'لم يتم العثور على أي اشتراك',
  },
  unsubscribeFailed: {
    fr: 'Le désabonnement a échoué. Veuillez réessayer plus tard.',
    en: 'Unsubscribe failed. Please try again later.',
    ar: 'فشل إلغاء الاشتراك. يرجى المحاولة لاحقًا.',
  },
  invalidUid: {
    fr: "Identifiant d'abonné invalide.",
    en: 'Invalid subscriber id.',
    ar: 'معرّف المشترك غير صالح.',
  },
  unauthorized: {
    fr: 'Identifiants manquants ou invalides.',
    en: 'Missing or invalid credentials.',
    ar: 'بيانات الاعتماد مفقودة أو غير صالحة.',
  },
  badJson: {
    fr: 'Le corps de la requête n’est pas un JSON valide.',
    en: 'The request body is not valid JSON.',
    ar: 'نص الطلب ليس JSON صالحًا.',
  },
  badBody: {
    fr: 'Le corps de la requête est invalide.',
    en: 'The request body is invalid.',
    ar: 'نص الطلب غير صالح.',
  },
  badEvent: {
    fr: 'Événement invalide.',
    en: 'Invalid event.',
    ar: 'حدث غير صالح.',
  },
  missingTopic: {
    fr: "L'en-tête topic est obligatoire.",
    en: 'The topic header is required.',
    ar: 'الترويسة topic مطلوبة.',
  },
  tooLarge: {
    fr: 'Le corps de la requête est trop volumineux.',
    en: 'The request body is too large.',
    ar: 'نص الطلب كبير جدًا.',
  },
  tooManyRequests: {
    fr: 'Trop de requêtes. Veuillez réessayer dans un instant.',
    en: 'Too many requests. Please try again shortly.',
    ar: 'طلبات كثيرة جدًا. يرجى المحاولة بعد قليل.',
  },
  notSubscribed: {
    fr: 'Les rappels de prière sont réservés aux abonnés actifs.',
    en: 'Prayer reminders are for active subscribers.',
    ar: 'تذكيرات الصلاة متاحة للمشتركين النشطين فقط.',
  },
  notYours: {
    fr: 'Cet abonnement aux notifications appartient à un autre abonné.',
    en: 'This notification subscription belongs to another subscriber.',
    ar: 'هذا الاشتراك في الإشعارات يخص مشتركًا آخر.',
  },
  notFound: { fr: 'Introuvable.', en: 'Not found.', ar: 'غير موجود.' },
  methodNotAllowed: {
    fr: 'Méthode non autorisée.',
    en: 'Method not allowed.',
    ar: 'الطريقة غير مسموح بها.',
  },
  originNotAllowed: {
    fr: 'Origine non autorisée.',
    en: 'Origin not allowed.',
    ar: 'المصدر غير مسموح به.',
  },
  unavailable: {
    fr: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
    en: 'The service is briefly unavailable. Please try again in a moment.',
    ar: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.',
  },
  serverError: {
    fr: "Une erreur s'est produite.",
    en: 'Something went wrong.',
    ar: 'حدث خطأ ما.',
  },
  // The operator subscription stand-in page (/subscribe).
  pageTitle: { fr: 'Abonnement Nour', en: 'Nour subscription', ar: 'الاشتراك في نور' },
  pageStandIn: {
    fr: "Ceci n'est pas la page d'abonnement de votre opérateur : c'est une page de remplacement pour la démonstration.",
    en: "This is not your operator's subscription page: it is a stand-in for demonstration.",
    ar: 'هذه ليست صفحة الاشتراك لدى مشغّلك: إنها صفحة بديلة للعرض التجريبي.',
  },
  pageIntro: {
    fr: "Le bouton crée un abonnement de démonstration, gratuit et immédiat, sur ce serveur. Aucun paiement n'est demandé.",
    en: 'The button creates a free, immediate demo subscription on this server. No payment is taken.',
    ar: 'ينشئ الزر اشتراكًا تجريبيًا مجانيًا وفوريًا على هذا الخادم. لا يُطلب أي دفع.',
  },
  pageDisabled: {
    fr: 'La page de remplacement est désactivée sur ce serveur. Abonnez-vous depuis la page de votre opérateur.',
    en: "The stand-in page is disabled on this server. Please subscribe through your operator's page.",
    ar: 'الصفحة البديلة معطّلة على هذا الخادم. يرجى الاشتراك عبر صفحة مشغّلك.',
  },
  pageButton: { fr: "S'abonner", en: 'Subscribe', ar: 'اشترك' },
  // The answer to an address or headers too large to read (431), in every language at once.
  tooLong: {
    fr: 'Cette adresse est trop longue pour être ouverte.',
    en: 'This address is too long to open.',
    ar: 'هذا العنوان أطول من أن يُفتح.',
  },
  tooLongHome: { fr: "Retour à l'accueil", en: 'Back to home', ar: 'العودة إلى الصفحة الرئيسية' },
} satisfies Table;

export type MessageKey = keyof typeof messages;

export function msg(key: MessageKey, lang: Lang): string {
  return messages[key][lang];
}

/** Reads a Language header or form field; anything unknown falls back to the app's default locale. */
export function langOf(value: unknown): Lang {
  const v = typeof value === 'string' ? value.trim().slice(0, 2).toLowerCase() : '';
  return isLocale(v) ? v : DEFAULT_LOCALE;
}
