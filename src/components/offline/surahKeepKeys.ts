/** The strings the surah's keep button needs, in the reading tools' props (the button loads after). */
export const SURAH_KEEP_KEYS = ['keepOffline', 'keepSize', 'keptOffline', 'keptRemove'] as const;
