// Every slice the first bundle holds only as a stand-in (docs/architecture.md, "Lazy slices"). Importing
// this module injects them all. It is for replaying a recorded action log outside the app, where no chunk
// has loaded before its actions arrive and a stand-in would drop them; the app itself never imports it.
// test/unit/store/lazySlices.test.ts checks that every slice that injects itself is listed here.
import '../slices/composer';
import '../slices/conversations';
import '../slices/registration';
import '../slices/passwordReset';
import '../slices/profiles';
import '../slices/notifications';
import '../slices/followRequests';
import '../slices/entities/notifications';
import '../slices/settingsModal';
import '../slices/adminUsers';
