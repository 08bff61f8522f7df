/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_EMULATOR_HOST?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_FUNCTIONS_REGION?: string;
  readonly VITE_APP_CHECK_SITE_KEY?: string;
  readonly VITE_APP_CHECK_DEBUG_TOKEN?: string;
  readonly VITE_PRACTICE_NAME?: string;
  readonly VITE_PRACTICE_SHORT_NAME?: string;
  readonly VITE_PRACTICE_PHONE?: string;
  readonly VITE_PRACTICE_MEMBERS_EMAIL?: string;
  readonly VITE_PRACTICE_OFFICE_HOURS?: string;
  readonly VITE_PRACTICE_LEGAL_EFFECTIVE_DATE?: string;
  readonly VITE_PRACTICE_OFFICES?: string;
  readonly VITE_PRACTICE_SOCIAL?: string;
  readonly VITE_PRACTICE_AUTHORS?: string;
  readonly VITE_PRACTICE_SEARCH_SYNONYMS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
