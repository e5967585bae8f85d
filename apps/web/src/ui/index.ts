/** The design system. Global styles (tokens, reset, base) are imported once in src/main.tsx. */
export { Avatar, type AvatarProps } from './avatar/avatar.tsx';
export { Badge, type BadgeProps, CountBadge, type CountBadgeProps } from './badge/badge.tsx';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClassName,
} from './button/button.tsx';
export { IconButton, type IconButtonProps } from './button/icon-button.tsx';
export { Card, type CardProps } from './card/card.tsx';
export { Drawer, type DrawerProps } from './drawer/drawer.tsx';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state.tsx';
export { Checkbox, type CheckboxProps } from './form/checkbox.tsx';
export { Field, type FieldA11y, type FieldProps } from './form/field.tsx';
export {
  Input,
  type InputProps,
  Select,
  type SelectOption,
  type SelectProps,
  TextArea,
  type TextAreaProps,
} from './form/input.tsx';
export * from './icons/icons.tsx';
export { Logo, SparkMark } from './logo/logo.tsx';
export { PageLayout, type PageLayoutProps } from './page-layout/page-layout.tsx';
export { Skeleton, type SkeletonProps } from './skeleton/skeleton.tsx';
export { Spinner, type SpinnerProps } from './spinner/spinner.tsx';
export { type TabItem, Tabs, type TabsProps } from './tabs/tabs.tsx';
