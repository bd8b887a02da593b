import { describe, expect, it } from 'vitest';
import androidGradle from '../../../android/app/build.gradle?raw';
import androidManifest from '../../../android/app/src/main/AndroidManifest.xml?raw';
import androidColours from '../../../android/app/src/main/res/values/colors.xml?raw';
import androidStrings from '../../../android/app/src/main/res/values/strings.xml?raw';
import iosDelegate from '../../../ios/App/App/AppDelegate.swift?raw';
import iosPlist from '../../../ios/App/App/Info.plist?raw';
import iosProject from '../../../ios/App/App.xcodeproj/project.pbxproj?raw';
import config from '../../../capacitor.config';
import { APP_SCHEME } from './app-links';
import { STATUS_BAR_COLOUR } from './native-app';

// The committed Android and iOS projects agree with capacitor.config.ts and the web bridges
// (`npx cap sync` rewrites neither of these files).
const xml = (source: string, name: string) => new RegExp(`name="${name}">([^<]*)<`).exec(source)?.[1];
const plist = (key: string) => new RegExp(`<key>${key}</key>\\s*<string>([^<]*)</string>`).exec(iosPlist)?.[1];

describe('native projects', () => {
  it('carry the app id and name of capacitor.config.ts', () => {
    expect(config.appId).toBe('uk.larder.shop');
    expect(/applicationId "([^"]+)"/.exec(androidGradle)?.[1]).toBe(config.appId);
    expect(/namespace "([^"]+)"/.exec(androidGradle)?.[1]).toBe(config.appId);
    expect([...iosProject.matchAll(/PRODUCT_BUNDLE_IDENTIFIER = ([^;]+);/g)].map((m) => m[1])).toEqual([config.appId, config.appId]);
    expect(xml(androidStrings, 'app_name')).toBe(config.appName);
    expect(plist('CFBundleDisplayName')).toBe(config.appName);
  });

  it('paint the status bar #a51318 from launch, as the web bridge does after it', () => {
    expect(STATUS_BAR_COLOUR).toBe('#a51318');
    expect(config.plugins?.StatusBar).toMatchObject({ backgroundColor: STATUS_BAR_COLOUR, overlaysWebView: false });
    expect(xml(androidColours, 'colorPrimaryDark')).toBe(STATUS_BAR_COLOUR);
  });

  it("open the shop's /cl/ and /pr/ links and the app's scheme", () => {
    expect(xml(androidStrings, 'custom_url_scheme')).toBe(APP_SCHEME);
    expect(androidManifest).toContain('android:scheme="@string/custom_url_scheme"');
    for (const prefix of ['/cl/', '/pr/']) {
      expect(androidManifest).toContain(`android:scheme="https" android:host="\${shopHost}" android:pathPrefix="${prefix}"`);
    }
    expect(androidGradle).toMatch(/manifestPlaceholders = \[shopHost: shopHost\]/);
    expect(iosPlist).toMatch(
      new RegExp(`<key>CFBundleURLSchemes</key>\\s*<array>\\s*<string>${APP_SCHEME.replace(/\./g, '\\.')}</string>`),
    );
  });

  it('hand the iOS push token to the push plugin', () => {
    expect(iosDelegate).toContain('.capacitorDidRegisterForRemoteNotifications');
    expect(iosDelegate).toContain('.capacitorDidFailToRegisterForRemoteNotifications');
  });

  it('hand over the FCM token on iOS when Firebase Messaging is in the app (the shop sends through FCM)', () => {
    expect(iosDelegate).toMatch(/#if canImport\(FirebaseCore\) && canImport\(FirebaseMessaging\)\s*import FirebaseCore/);
    expect(iosDelegate).toContain('FirebaseApp.configure()');
    expect(iosDelegate).toMatch(/Messaging\.messaging\(\)\.apnsToken = deviceToken/);
    expect(iosDelegate).toMatch(/post\(name: \.capacitorDidRegisterForRemoteNotifications, object: token\)/);
  });
});
