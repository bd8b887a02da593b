/**
 * The Android and iOS wrapper around the built web app (`dist`, bundled into the app — no remote
 * server URL). Native builds call the shop's API at an absolute address:
 *   VITE_API_BASE=https://shop.example npx vite build && npx cap sync
 * (the server's CORS_ORIGINS allows the app origins capacitor://localhost and https://localhost).
 * The projects in android/ and ios/ are committed (docs/decisions/024-native-app-projects.md);
 * `npx cap sync` refreshes what they take from here and from the @capacitor/* packages.
 */
import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  // Matches the Play Store link in the website settings (app_settings.playstore_url).
  appId: 'uk.larder.shop',
  appName: 'Larder',
  webDir: 'dist',
  backgroundColor: '#a51318',
  android: { allowMixedContent: false },
  plugins: {
    StatusBar: { backgroundColor: '#a51318', style: 'DARK', overlaysWebView: false },
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
