// Lets the minifier drop a library's components that nothing imports. Two kinds of top-level statement kept them
// alive: `X.displayName = "…";` (an assignment is a side effect) and `var X = React.forwardRef(…)` without a pure
// mark (a call might have one). Together they kept react-router's Link, NavLink and Form, with their framework-mode
// prefetching and form submission, on the first screen (issue 25). The names only label components in React's
// developer tools, and this runs on production builds only.
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
const COMPONENT_CALL = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

export default function shakeableComponents(source) {
  return source.replace(DISPLAY_NAME, '').replace(COMPONENT_CALL, '$1/* @__PURE__ */ $2');
}
