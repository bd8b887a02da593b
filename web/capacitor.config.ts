/**
 * The Android and iOS wrapper around the built web app (`dist`, bundled into the app — no remote
 * server URL). Native builds call the shop's API at an absolute address:
 *   VITE_API_BASE=https://shop.example npx vite build && npx cap sync
 * (the server's CORS_ORIGINS allows the app origins capacitor://localhost and https://localhost).
 * The platform folders are made once with `npx cap add android` / `npx cap add ios`.
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
