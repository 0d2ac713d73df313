/**
 * The frame of a screen: its breadcrumb, its title and buttons, then its content. It stands where @refinedev/antd's
 * List, Create, Edit and Show stood, and draws what they drew (the same page-header classes, which print.css and the
 * tests read; a borderless card with the buttons below it on a form or record), without their page header: that one
 * comes from @ant-design/pro-layout, whose provider and utilities weighed 24 KB gzipped on every screen (issue 41).
 * A heading that does not fit beside its buttons wraps them below it (the phone's layout), never clips them.
 */
import { Breadcrumb } from '@refinedev/antd';
import { Card, Space, Spin, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

export interface PageFrameProps {
  /** A text title is drawn as the page's heading; an element (PageTitle) is drawn as it is. */
  title: ReactNode;
  /** The buttons beside the title. */
  extra?: ReactNode;
  /** The trail above the title: the resource's by default, another one, or none (`false`). */
  breadcrumb?: ReactNode | false;
  children?: ReactNode;
}

/** A list's frame (and every screen that is not one record): breadcrumb, heading with its buttons, content. */
export function PageFrame({ title, extra, breadcrumb, children }: PageFrameProps) {
  const { token } = theme.useToken();
  const heading =
    typeof title === 'string' ? (
      <Typography.Title level={4} style={{ marginBottom: 0 }}>
        {title}
      </Typography.Title>
    ) : (
      title
    );
  return (
    <div className={`ant-page-header ant-page-header-ghost${breadcrumb === false ? '' : ' ant-page-header-has-breadcrumb'}`}>
      {breadcrumb === false ? null : (breadcrumb ?? <Breadcrumb />)}
      <div
        className="ant-page-header-heading"
        style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: token.marginSM }}
      >
        <div
          className="ant-page-header-heading-left"
          style={{ display: 'flex', alignItems: 'center', marginBlock: token.marginXS / 2, overflow: 'hidden' }}
        >
          <span
            className="ant-page-header-heading-title"
            style={{
              color: token.colorTextHeading,
              fontWeight: 600,
              fontSize: token.fontSizeHeading4,
              lineHeight: `${token.controlHeight}px`,
              overflow: 'hidden',
              whiteSpace: 'nowrap',
              textOverflow: 'ellipsis',
            }}
          >
            {heading}
          </span>
        </div>
        {extra ? (
          <span className="ant-page-header-heading-extra" style={{ marginBlock: token.marginXS / 2 }}>
            <Space wrap>{extra}</Space>
          </span>
        ) : null}
      </div>
      <div className="ant-page-header-content" style={{ paddingBlockStart: token.paddingSM }}>
        {children}
      </div>
    </div>
  );
}

export interface RecordFrameProps extends PageFrameProps {
  /** The record is still loading: the card is covered by a spinner. */
  loading?: boolean;
  /** The buttons below the card (a form's Cancel and Save). */
  footer?: ReactNode;
}

/** A form's or a record's frame: the page frame around a borderless card, with the footer's buttons below it. */
export function RecordFrame({ loading = false, footer, children, ...frame }: RecordFrameProps) {
  return (
    <PageFrame {...frame}>
      <Spin spinning={loading}>
        <Card
          variant="borderless"
          actions={
            footer
              ? [
                  <Space key="footer-buttons" wrap style={{ float: 'right', marginRight: 24 }}>
                    {footer}
                  </Space>,
                ]
              : undefined
          }
        >
          {children}
        </Card>
      </Spin>
    </PageFrame>
  );
}
