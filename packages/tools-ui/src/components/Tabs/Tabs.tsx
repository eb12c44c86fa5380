import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { cx } from '../../internal/cx';
import * as styles from './Tabs.css';

type Unstyled<Props> = Omit<Props, 'className' | 'style'> & { className?: string };

export type TabsProps = Unstyled<AriaTabsProps>;
export type TabListProps<T extends object> = Unstyled<AriaTabListProps<T>> & {
  /** What the tabs switch between, in Korean (the tab list needs a name). */
  'aria-label': string;
};
export type TabProps = Unstyled<AriaTabProps>;
export type TabPanelProps = Unstyled<AriaTabPanelProps>;

/** Switches between views of one thing; arrow keys move between tabs. */
export function Tabs({ className, ...rest }: TabsProps) {
  return <AriaTabs {...rest} className={cx(styles.tabs, className)} />;
}

export function TabList<T extends object>({ className, ...rest }: TabListProps<T>) {
  return <AriaTabList {...rest} className={cx(styles.tabList, className)} />;
}

export function Tab({ className, ...rest }: TabProps) {
  return <AriaTab {...rest} className={cx(styles.tab, className)} />;
}

export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <AriaTabPanel {...rest} className={cx(styles.panel, className)} />;
}
