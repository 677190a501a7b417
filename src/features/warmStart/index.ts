// The warm start (issue 25): the home timeline the reader left, from a cache in IndexedDB, drawn before any
// request answers; the fresh page merged in without moving the reader; the reading position of home and
// notifications kept across reloads and devices (Mastodon's read markers, else on this browser). The first bundle
// holds the read at start-up and the list's place registry; the rest is the "warm-start" chunk.
export { warmStartEntry, warmStartRead } from './warmStartEntry';
export { notePlace, warmPlaceFor } from './warmPlace';
