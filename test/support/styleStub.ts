// CSS is bundled by webpack; tests see an empty module.
export default {};
