import { describe, expect, it } from 'vitest';
import { rewriteIconImports } from './fluentIconAtoms';

const modules = new Map([
  ['SaveRegular', '@fluentui/react-icons/svg/save'],
  ['SaveFilled', '@fluentui/react-icons/svg/save'],
  ['OpenRegular', '@fluentui/react-icons/svg/open'],
]);

describe('icon imports by atom', () => {
  it('imports each icon from its own module and keeps the rest from the index', () => {
    const code = "import { SaveRegular, OpenRegular as Open, bundleIcon, SaveFilled } from '@fluentui/react-icons';\nconst x = 1;";
    expect(rewriteIconImports(code, modules)).toBe(
      "import { SaveRegular, SaveFilled } from '@fluentui/react-icons/svg/save'; import { OpenRegular as Open } from '@fluentui/react-icons/svg/open'; import { bundleIcon } from '@fluentui/react-icons';\nconst x = 1;",
    );
  });
  it('leaves imports without icons and other packages alone', () => {
    const code = "import { bundleIcon } from '@fluentui/react-icons';\nimport { Button } from '@fluentui/react-components';";
    expect(rewriteIconImports(code, modules)).toBe(code);
  });
});
