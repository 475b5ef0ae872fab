// Done with a second way to resolve in its menu: 'Resolve with debug mode scraping' on menu scraping pages (spec 2,
// section 2.6). Its own chunk: no other task page needs Fluent's menu.
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, SplitButton, Tooltip, type MenuButtonProps } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';

export interface ResolveSplitButtonProps {
  /** Why resolving is not possible now, if it is not. */
  reason?: string | null;
  disabled: boolean;
  onResolve(): void;
  onResolveInDebugMode(): void;
}

export function ResolveSplitButton({ reason, disabled, onResolve, onResolveInDebugMode }: ResolveSplitButtonProps) {
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        {(triggerProps: MenuButtonProps) => (
          <Tooltip content={reason ?? 'Done (Ctrl+Enter)'} relationship="description">
            <SplitButton
              appearance="primary"
              icon={<CheckmarkRegular />}
              menuButton={{ ...triggerProps, 'aria-label': 'More ways to resolve' }}
              primaryActionButton={{ onClick: onResolve }}
              disabledFocusable={disabled}
            >
              Done
            </SplitButton>
          </Tooltip>
        )}
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={onResolveInDebugMode} disabled={disabled}>
            Resolve with debug mode scraping
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
