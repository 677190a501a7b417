// Every slice the first bundle holds only as a stand-in (docs/architecture.md, "Lazy slices"). Importing
// this module injects them all. It is for replaying a recorded action log outside the app, where no chunk
// has loaded before its actions arrive and a stand-in would drop them; the app itself never imports it.
// test/unit/store/lazySlices.test.ts checks that every slice that injects itself is listed here.
import '../features/composer/composerSlice';
import '../features/conversations/conversationsSlice';
import '../features/signIn/registrationSlice';
import '../features/signIn/passwordResetSlice';
import '../features/profiles/profilesSlice';
import '../features/notifications/notificationsSlice';
import '../features/notifications/followRequestsSlice';
import '../features/notifications/notificationEntitiesSlice';
import '../features/settingsModal/settingsModalSlice';
import '../features/moderation/adminUsersSlice';
